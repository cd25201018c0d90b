"""Card Rails, a small hex-and-card railroad game. Registers the game `cardrails`."""

from engine.cardrails.game import CardRails

__all__ = ["CardRails"]
