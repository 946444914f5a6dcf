"""Quest Companion: the application around the pure rules engine.

CLI, configuration, audio and speech-to-text, the card advisor, the live
prompt-toolkit screen, the players' view, review and export. It depends on
:mod:`engine`; the engine never imports this package.
"""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("quest-companion")
except PackageNotFoundError:  # running from a source tree that was never installed
    __version__ = "0.0.0+source"

__all__ = ["__version__"]
