"""A scripted loopback server that answers like an OpenAI-compatible chat API.

``POST /v1/chat/completions`` answers ``{"choices": [{"message": {"content": ...}}]}``
with the same scripted suggestions as :mod:`tests.advisor.ollama_stub` (the scenario is
the model name); ``GET /v1/models`` lists :data:`SERVED`. With ``json_schema=False`` it
refuses OpenAI's ``json_schema`` response format with a 422, as llama-cpp-python does;
``delay_s`` makes each chat answer that much later.
With ``key`` set, a request without ``Authorization: Bearer <key>`` gets a 401 whose
message quotes the key it was given, as OpenAI's own API does, so tests can check that
no key is ever shown. An unknown model is a 404 ``The model `x` does not exist``.

The real thing is tested in ``tests/remote/`` against llama-cpp-python's server; this
stub serves the scripted cases (broken JSON, injections, refusals) a real model cannot
be made to produce on demand.
"""

from __future__ import annotations

import json
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from tests.advisor.ollama_stub import SCENARIOS, respond

SERVED = sorted(SCENARIOS)


class _Quiet(ThreadingHTTPServer):
    """A client that hung up at its deadline is expected here, not an error to print."""

    def handle_error(self, request: Any, client_address: Any) -> None:
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


class OpenAIStub:
    """The stub on a loopback port (a context manager); ``requests`` keeps what came in."""

    def __init__(self, key: str = "", json_schema: bool = True, delay_s: float = 0.0) -> None:
        self.key = key
        self.json_schema = json_schema
        self.delay_s = delay_s
        self.requests: list[tuple[str, dict[str, str], dict[str, Any]]] = []
        stub = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, format: str, *args: Any) -> None:
                return

            def _reply(self, status: int, payload: dict[str, Any]) -> None:
                data = json.dumps(payload).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def _authorised(self) -> bool:
                given = self.headers.get("Authorization", "")
                if not stub.key or given == f"Bearer {stub.key}":
                    return True
                shown = given.removeprefix("Bearer ") or "(none)"
                error = {"message": f"Incorrect API key provided: {shown}", "type": "auth"}
                self._reply(401, {"error": error})
                return False

            def do_GET(self) -> None:
                stub.requests.append((self.path, dict(self.headers), {}))
                if not self._authorised():
                    return
                if self.path != "/v1/models":
                    self._reply(404, {"error": {"message": "not found"}})
                    return
                data = [{"id": m, "object": "model", "owned_by": "stub"} for m in SERVED]
                self._reply(200, {"object": "list", "data": data})

            def do_POST(self) -> None:
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                stub.requests.append((self.path, dict(self.headers), body))
                if not self._authorised():
                    return
                model = body.get("model", "")
                kind = body.get("response_format", {}).get("type")
                if kind == "json_schema" and not stub.json_schema:
                    # llama-cpp-python's answer: FastAPI's validation error.
                    loc = ["body", "response_format", "type"]
                    msg = "Input should be 'text' or 'json_object'"
                    self._reply(422, {"detail": [{"loc": loc, "msg": msg}]})
                    return
                if self.path != "/v1/chat/completions":
                    self._reply(404, {"error": {"message": "not found"}})
                    return
                if model not in SCENARIOS:
                    error = {"message": f"The model `{model}` does not exist.", "type": "nf"}
                    self._reply(404, {"error": error})
                    return
                time.sleep(stub.delay_s)
                ollama_body = {
                    "model": model,
                    "messages": body["messages"],
                    "options": {"seed": body.get("seed", 0)},
                }
                _, payload, _ = respond("/api/chat", ollama_body)
                content = json.loads(payload)["message"]["content"]
                choice = {
                    "index": 0,
                    "message": {"role": "assistant", "content": content},
                    "finish_reason": "stop",
                }
                self._reply(
                    200,
                    {
                        "id": "chatcmpl-stub",
                        "object": "chat.completion",
                        "created": 1767225600,
                        "model": model,
                        "choices": [choice],
                        "usage": {"prompt_tokens": 900, "completion_tokens": 120},
                    },
                )

        self.server = _Quiet(("127.0.0.1", 0), Handler)
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    @property
    def base_url(self) -> str:
        """``http://127.0.0.1:<port>/v1``."""
        return f"http://127.0.0.1:{self.server.server_address[1]}/v1"

    def __enter__(self) -> OpenAIStub:
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.server.shutdown()
        self.server.server_close()
        self.thread.join()
