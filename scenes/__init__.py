"""The pygame-ce table: scenes, sprites and layouts (nothing here is imported by game/)."""
