"""Santa Fe: the card game (Péter Szöllősi). Registers the game `santafe-cards`."""

from engine.santafe_cards.game import SantaFeCards

__all__ = ["SantaFeCards"]
