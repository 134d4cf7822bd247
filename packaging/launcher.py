"""What the bundled `plantstore-gui` runs: the same main() as the pip-installed gui-script."""

from plantstore_gui.app import main

raise SystemExit(main())
