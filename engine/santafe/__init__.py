"""Santa Fe, the railroad game (Alan R. Moon). Registers the game `santafe`."""

from engine.santafe.game import RAILROADS, SantaFe

__all__ = ["RAILROADS", "SantaFe"]
