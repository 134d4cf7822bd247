"""`python -m plantstore_gui`."""

from .app import main

raise SystemExit(main())
