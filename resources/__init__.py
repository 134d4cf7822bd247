"""Icons and other files the app shows; installed as the package plantstore_gui.resources."""
