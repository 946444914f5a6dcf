"""``python -m companion`` runs the CLI."""

from companion.cli.main import main

raise SystemExit(main())
