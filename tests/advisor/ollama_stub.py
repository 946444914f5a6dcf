"""A scripted loopback server that answers like Ollama's documented HTTP API.

``POST /api/chat`` (https://github.com/ollama/ollama/blob/main/docs/api.md):
a JSON body with ``model``, ``messages``, ``format``, ``options``, ``stream``;
the answer is one JSON object, or with ``"stream": true`` newline-delimited
JSON chunks ending with ``"done": true``. An unknown model is a 404 with
``{"error": "model \\"x\\" not found, try pulling it first"}``. An empty
``messages`` list loads the model and answers with ``done_reason: "load"``.

The scenario is chosen by the model name (see :data:`SCENARIOS`), so one server
serves every recorded case. Used to record ``fixtures/cassettes/`` (see
``record_cassettes.py``) and, live, by tests that need a real socket.
"""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from companion.advisor.llm_schema import MAX_CARDS

CREATED = "2026-01-01T00:00:00.000000Z"

#: model name -> what the stub answers.
SCENARIOS = {
    "stub-success": "echo the candidates, background and target",
    "stub-stream": "the same, streamed in three chunks",
    "stub-invalid-json": "broken JSON for the first seed, a valid answer for the next",
    "stub-invalid-twice": "broken JSON for every seed",
    "stub-schema": "valid JSON that breaks the schema (no bonuses, count 5)",
    "stub-hallucinated": "a card quoting words nobody said",
    "stub-unknown-card": "a card id the deck does not have, and one not in the pool",
    "stub-injected": "obeys an injected instruction: every pool card, all bonuses",
}


def _chunks(text: str, n: int) -> list[str]:
    """``text``'s words cut into ``n`` distinct, non-overlapping quotes (fewer if short)."""
    words = text.split()
    n = max(1, min(n, len(words)))
    size = -(-len(words) // n)
    return [" ".join(words[i : i + size]) for i in range(0, len(words), size)]


def obeying_answer(data: dict[str, Any]) -> dict[str, Any]:
    """What a model that obeys an injection answers: every pool card (both copies; as many
    cards as the schema lets a reply name), each instance with its own quote, every bonus
    with a quote and a block, clever +2."""
    transcript = data["transcript"]
    named = data["pool"][:MAX_CARDS]
    instances = [p["card"] for p in named for _ in range(p["copies"])]
    quotes = _chunks(transcript, len(instances))
    cards: dict[str, list[str]] = {}
    for i, card in enumerate(instances):
        cards.setdefault(card, []).append(quotes[i % len(quotes)])
    first = quotes[0]
    challenge = data["challenges"][0]["name"] if data["challenges"] else None
    return {
        "cards": [{"card": c, "count": len(q), "quotes": q} for c, q in cards.items()],
        "background": {"applies": True, "quote": first, "block": "background", "reason": "ok"},
        "equipment": {"applies": True, "quote": quotes[-1], "block": "weapons", "reason": "ok"},
        "contradiction": {"applies": False, "quote": "", "block": "", "reason": ""},
        "clever": {"value": 2, "quote": first, "reason": "as the note says"},
        "declared": [],
        "target_challenge": challenge,
        "overwhelming_possible": True,
    }


def _answer(body: dict[str, Any]) -> dict[str, Any]:
    """The suggestion JSON the scripted model returns for one chat request."""
    data = json.loads(body["messages"][-1]["content"])
    model = body["model"]
    if model == "stub-injected":
        return obeying_answer(data)
    cards = [
        {"card": c["card"], "count": c["count"], "quotes": c["quotes"]} for c in data["candidates"]
    ]
    challenge = data["challenges"][0]["name"] if data["challenges"] else None
    said = data["transcript"]
    quote = "I charge" if "I charge" in said else " ".join(said.split()[:2])
    no = {"applies": False, "quote": "", "block": "", "reason": "nothing applies"}
    answer: dict[str, Any] = {
        "cards": cards,
        "background": {
            "applies": True,
            "quote": quote,
            "block": "approach",
            "reason": "charges headlong, as his approach says",
        },
        "equipment": no,
        "contradiction": no,
        "clever": {"value": 0, "quote": "", "reason": ""},
        "declared": [],
        "target_challenge": challenge,
        "overwhelming_possible": False,
    }
    if model == "stub-hallucinated":
        answer["cards"].append({"card": "cliche", "count": 1, "quotes": ["at the end of the day"]})
    if model == "stub-unknown-card":
        word = said.split()[0]
        answer["cards"] += [
            {"card": "purple-elephant", "count": 1, "quotes": [word]},
            {"card": "bandwagon", "count": 1, "quotes": [word]},
        ]
    if model == "stub-schema":
        answer = {"cards": [{"card": "malapropism", "count": 5}], "clever": 9}
    return answer


class _Handler(BaseHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        return

    def do_POST(self) -> None:
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        status, payload, kind = respond(self.path, body)
        self.send_response(status)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        self.wfile.write(payload)


def respond(path: str, body: dict[str, Any]) -> tuple[int, bytes, str]:
    """Status, body and content type of the answer to one request."""
    model = body.get("model", "")
    if path != "/api/chat":
        return 404, b"404 page not found", "text/plain"
    if model not in SCENARIOS:
        error = {"error": f'model "{model}" not found, try pulling it first'}
        return 404, json.dumps(error).encode(), "application/json"
    base = {"model": model, "created_at": CREATED}
    if not body.get("messages"):
        done = {**base, "message": {"role": "assistant", "content": ""}, "done": True}
        return 200, json.dumps({**done, "done_reason": "load"}).encode(), "application/json"
    seed = body.get("options", {}).get("seed", 0)
    if model == "stub-invalid-twice" or (model == "stub-invalid-json" and seed % 2 == 1):
        content = '{"cards": [{"card": "malapropism", "count": 1, "quotes": ['
    else:
        content = json.dumps(_answer(body))
    stats = {
        "done": True,
        "done_reason": "stop",
        "total_duration": 812000000,
        "load_duration": 1000000,
        "prompt_eval_count": 900,
        "eval_count": 120,
    }
    if body.get("stream"):
        third = max(1, len(content) // 3)
        pieces = [content[:third], content[third : 2 * third], content[2 * third :]]
        lines = [
            {**base, "message": {"role": "assistant", "content": p}, "done": False} for p in pieces
        ]
        lines.append({**base, "message": {"role": "assistant", "content": ""}, **stats})
        payload = "".join(json.dumps(line) + "\n" for line in lines).encode()
        return 200, payload, "application/x-ndjson"
    reply = {**base, "message": {"role": "assistant", "content": content}, **stats}
    return 200, json.dumps(reply).encode(), "application/json"


class OllamaStub:
    """The stub on a loopback port, served from a background thread (a context manager)."""

    def __init__(self, port: int = 0) -> None:
        self.server = ThreadingHTTPServer(("127.0.0.1", port), _Handler)
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    @property
    def host(self) -> str:
        """``http://127.0.0.1:<port>``."""
        return f"http://127.0.0.1:{self.server.server_address[1]}"

    def __enter__(self) -> OllamaStub:
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.server.shutdown()
        self.server.server_close()
        self.thread.join()
