#!/bin/sh
# Remakes the pictures of the README and docs/manual.md (from anywhere, with rummy-parlor
# installed).
# The deals and decision counts are chosen for what each picture shows; a screenshot draws as
# on a fresh install, so the pictures change only when the drawing does.
set -e
cd "$(dirname "$0")"
shot() { rummy-parlor screenshot "$@"; }
shot --scene table --game pay-me --players 4 --seed 7 --actions 58 --out table-pay-me.png
shot --scene table --game rummy --players 3 --seed 6 --actions 18 --out table-rummy.png
shot --scene table --game gin --players 2 --seed 3 --actions 24 --out table-gin.png
shot --scene table --game indian-chief --players 5 --seed 3 --actions 22 --out table-indian-chief.png
shot --scene table --game tong-its --players 3 --seed 3 --actions 9 --out table-tong-its.png
shot --scene table --game contract-rummy --players 3 --seed 4 --actions 45 --out table-contract-rummy.png
shot --scene summary --game pay-me --players 4 --seed 7 --actions 275 --out summary.png
shot --scene new-game --out new-game.png
