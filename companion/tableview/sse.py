"""A minimal server-sent events reader, for the benchmark and the tests of the players' view.

It reads the ``text/event-stream`` format as browsers do: ``event:``, ``data:``
and ``id:`` lines, a blank line ends a message, lines starting with ``:`` are
comments (keep-alives), ``retry:`` is skipped.
"""

from __future__ import annotations

import http.client
from urllib.parse import urlsplit

from pydantic import BaseModel, ConfigDict


class Message(BaseModel):
    """One dispatched event: its type (``message`` when unnamed), data and last id."""

    model_config = ConfigDict(frozen=True)

    event: str = "message"
    data: str = ""
    id: str = ""


class SseClient:
    """Open ``url`` (an ``http://`` events URL) and read messages one at a time.

    ``status`` is the HTTP status; :meth:`next` is only meaningful when it is 200.
    """

    def __init__(self, url: str, timeout: float = 10.0) -> None:
        parts = urlsplit(url)
        self._conn = http.client.HTTPConnection(parts.hostname or "", parts.port, timeout=timeout)
        path = parts.path or "/"
        self._conn.request("GET", f"{path}?{parts.query}" if parts.query else path)
        self._resp = self._conn.getresponse()
        self.status = self._resp.status
        self.content_type = self._resp.getheader("Content-Type", "")

    def next(self) -> Message:
        """The next message (blocks: ``TimeoutError`` on timeout, ``EOFError`` at the end)."""
        fields: dict[str, str] = {}
        data: list[str] = []
        while True:
            raw = self._resp.readline()
            if not raw:
                raise EOFError("the event stream ended")
            line = raw.decode("utf-8").rstrip("\r\n")
            if not line:
                if data:
                    return Message(data="\n".join(data), **fields)
                continue
            if line.startswith(":"):
                continue
            name, _, value = line.partition(":")
            value = value.removeprefix(" ")
            if name == "data":
                data.append(value)
            elif name in ("event", "id"):
                fields[name] = value

    def close(self) -> None:
        self._conn.close()
