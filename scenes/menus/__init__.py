"""The menus: the title, new game, load, settings, statistics, the rules, questions, and the
last screen should the program itself fail."""
