"""Drawing shared by every scene: widgets and text, letters from other fonts, the caret, the
suit symbols and the card images."""
