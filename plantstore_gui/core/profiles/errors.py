"""What can go wrong with profiles; every message is for the user and never holds a value."""


class ProfileError(ValueError):
    """A profile operation that cannot be done; the message is for the user."""


class ProfileInvalid(ValueError):
    """Values that make no valid profile; the message names the first problem, never the value."""
