"""Plant Store GUI: a desktop client for creating plants in a Plant Store server."""

__version__ = "0.1.0"
APP_NAME = "Plant Store GUI"
