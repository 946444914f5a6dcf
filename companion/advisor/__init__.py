"""The advisor: which pool cards and character bonuses a player's words earn."""
