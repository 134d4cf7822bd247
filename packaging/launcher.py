"""What the bundled `plantstore-gui` runs: the same main() as the pip-installed gui-script.

With PLANTSTORE_GUI_SMOKE=1 it runs the bundle's self-check instead (packaging/smoke.py).
One program for both keeps the app's Python code in the bundle once: a second program
would carry its own copy (about 5 MB).
"""

import os

if os.environ.get("PLANTSTORE_GUI_SMOKE") == "1":
    from smoke import main
else:
    from plantstore_gui.app import main

raise SystemExit(main())
