"""Scripts that rebuild the committed art and layouts (run them after changing a design)."""
