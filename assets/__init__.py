"""Art, layouts, fonts and sounds, found with importlib.resources."""
