"""``python3 -m uno_access``: play (installing what the game needs on first use)."""

from uno_access._bootstrap import ensure_installed

ensure_installed("uno_access")

from uno_access.cli import main  # noqa: E402 - only once the packages are there

raise SystemExit(main())
