"""What can go wrong with profiles; every message is for the user and never holds a value."""


class ProfileError(ValueError):
    """A profile operation that cannot be done; the message is for the user."""


class ProfileInvalid(ValueError):
    """Values that make no valid profile; the message names the first problem, never the value.

    Attributes:
        field: the field at fault (its key in the profiles file), None when no one field is.
        value: what that field held; kept out of the message, for an import to say
            where it is safe to (never a URL, which may hold a password).
    """

    def __init__(self, message: str, *, field: str | None = None, value: object = None) -> None:
        super().__init__(message)
        self.field = field
        self.value = value
