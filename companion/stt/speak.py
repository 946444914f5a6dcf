"""``--speak``: read outcomes aloud with ``espeak-ng`` (Debian package) when present.

:func:`say` starts one ``espeak-ng`` process; :class:`Speaker` reads lines one after
another on its own thread, so a caller on the UI thread only queues a line and never
waits for the process to start or to finish.
"""

from __future__ import annotations

import queue
import shutil
import subprocess
import threading
import warnings
from collections.abc import Callable

_warned = False


def say(text: str, voice: str = "en-us", rate_wpm: int = 170) -> subprocess.Popen[bytes] | None:
    """Speak ``text`` without blocking; returns the process, or None when espeak-ng is missing.

    Without espeak-ng this is a no-op that warns once (``apt-get install espeak-ng``).
    """
    global _warned
    program = shutil.which("espeak-ng")
    if program is None:
        if not _warned:
            _warned = True
            warnings.warn(
                "--speak needs espeak-ng (apt-get install espeak-ng); outcomes stay on screen",
                stacklevel=2,
            )
        return None
    return subprocess.Popen(
        [program, "-v", voice, "-s", str(rate_wpm), "--", text],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )


def espeak_present() -> bool:
    """Whether ``espeak-ng`` is on ``PATH`` (``--speak`` says so on screen when not)."""
    return shutil.which("espeak-ng") is not None


class Speaker:
    """Lines read aloud in order on a daemon thread: :meth:`speak` only queues.

    Each line waits for the one before to finish (two ``espeak-ng`` processes would talk
    over each other); :meth:`close` drops unread lines and cuts the one being read.
    ``speak_fn`` defaults to :func:`say` as the module holds it when the speaker starts.
    """

    def __init__(
        self, speak_fn: Callable[[str], subprocess.Popen[bytes] | None] | None = None
    ) -> None:
        self._say = speak_fn if speak_fn is not None else say
        self._lines: queue.Queue[str | None] = queue.Queue()
        self._closed = threading.Event()
        self._current: subprocess.Popen[bytes] | None = None
        self._lock = threading.Lock()
        self.thread = threading.Thread(target=self._run, name="speak", daemon=True)
        self.thread.start()

    def speak(self, text: str) -> None:
        """Queue ``text``; returns at once."""
        if not self._closed.is_set():
            self._lines.put(text)

    def close(self, timeout: float = 2.0) -> None:
        """Stop: unread lines are dropped, the line being read is cut short."""
        with self._lock:
            self._closed.set()
            current = self._current
        self._lines.put(None)
        if current is not None and current.poll() is None:
            current.terminate()
        self.thread.join(timeout)

    def _run(self) -> None:
        while True:
            text = self._lines.get()
            with self._lock:  # close() sees every process this thread starts
                if text is None or self._closed.is_set():
                    return
                current = self._current = self._say(text)
            if current is not None:
                current.wait()
            with self._lock:
                self._current = None
