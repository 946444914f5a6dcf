"""The players' view's LAN token: random, and kept between runs.

A LAN bind always needs a token in the URL. It is kept in the user's data
folder (``table-view-token``, readable by the user only), so a restarted or
``--resume``-d game serves the same URL and the table's phones and tablets
reconnect by themselves. Delete the file to change the URL.
"""

from __future__ import annotations

import os
import re
import secrets
from pathlib import Path

import platformdirs

from companion.config import APP_NAME

#: Bytes of randomness in a generated token (URL-safe base64, about 22 characters).
TOKEN_BYTES = 16

_TOKEN = re.compile(r"^[A-Za-z0-9_-]{20,}$")


def token_path() -> Path:
    """Where the LAN token is kept between runs."""
    return Path(platformdirs.user_data_dir(APP_NAME)) / "table-view-token"


def saved_token(path: Path | None = None) -> str:
    """The kept LAN token, created (readable by the user only) on first use.

    A token that cannot be kept (read-only home) is still random, just new each run.

    >>> import tempfile
    >>> p = Path(tempfile.mkdtemp()) / "t"
    >>> saved_token(p) == saved_token(p) and len(saved_token(p)) >= 20
    True
    """
    path = path or token_path()
    try:
        kept = path.read_text(encoding="ascii").strip()
        if _TOKEN.match(kept):
            return kept
    except (OSError, UnicodeDecodeError):
        pass
    token = secrets.token_urlsafe(TOKEN_BYTES)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "w", encoding="ascii") as f:
            f.write(token + "\n")
    except OSError:
        pass
    return token
