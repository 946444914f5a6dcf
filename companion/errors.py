"""Errors a user can cause, each with the exit code and a message that says what to do.

::

    CompanionError            (exit 2 unless said otherwise)
    ├── UsageError            bad flags or arguments
    ├── ConfigError           "config error: <file>:<line>:<key>: <why>"
    ├── DataFileError         a deck, table or script file that does not validate
    ├── NotImplementedYet     a subcommand a later issue fills
    └── DependencyMissing     an optional extra or system program is not installed

The CLI prints ``str(error)`` on one line to stderr and exits with
``error.exit_code``; a user never sees a traceback for bad input.
"""

from __future__ import annotations


class CompanionError(Exception):
    """Base of every error the CLI reports as one line."""

    exit_code: int = 2


class UsageError(CompanionError):
    """Bad flags or arguments."""


class ConfigError(CompanionError):
    """A config value that does not validate. Names the file, line and key."""

    def __init__(self, path: str, key: str, why: str, line: int | None = None) -> None:
        self.path, self.key, self.why, self.line = path, key, why, line
        where = f"{path}:{line}" if line else path
        super().__init__(f"config error: {where}:{key}: {why}")


class DataFileError(CompanionError):
    """A deck, table or script file that does not validate. Names file, line and key."""

    def __init__(self, path: str, why: str, line: int | None = None, key: str = "") -> None:
        self.path, self.why, self.line, self.key = path, why, line, key
        where = f"{path}:{line}" if line else path
        super().__init__(f"{where}:{key}: {why}" if key else f"{where}: {why}")


class NotImplementedYet(CompanionError):
    """A subcommand whose issue has not landed yet. Never a fake result."""

    def __init__(self, what: str, issue: int) -> None:
        super().__init__(f"not implemented yet: {what}: see issue {issue}")


class DependencyMissing(CompanionError):
    """An optional extra or a system program that is not installed; says how to get it."""
