"""Every relative link and picture in the README and in docs/ leads somewhere: to a file of the
repository and, where the link names a heading (`page.md#heading`), to a heading of that page."""

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
LINK = re.compile(r"\]\(([^)\s]+)\)")


def prose(text: str) -> str:
    """The text outside code blocks and code spans, where a link is a link."""
    text = re.sub(r"^```.*?^```", "", text, flags=re.S | re.M)
    return re.sub(r"`[^`\n]*`", "", text)


def anchors(page: Path) -> set[str]:
    """The anchors GitHub gives a page's headings."""
    headings = re.findall(r"^#+ +(.+?) *$", prose(page.read_text()), flags=re.M)
    return {re.sub(r"[^\w\- ]", "", h.lower()).replace(" ", "-") for h in headings}


def links(page: Path) -> list[str]:
    return [t for t in LINK.findall(prose(page.read_text()))
            if not re.match(r"[a-z]+:", t)]  # http:, https:, mailto: go elsewhere


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.name)
def test_every_relative_link_resolves(page):
    broken = []
    for target in links(page):
        path, _, anchor = target.partition("#")
        dest = (page.parent / path).resolve() if path else page
        if not dest.exists():
            broken.append(f"{target}: no such file")
        elif anchor and dest.suffix == ".md" and anchor not in anchors(dest):
            broken.append(f"{target}: no such heading")
    assert not broken, f"{page.relative_to(ROOT)}: {broken}"


def test_the_docs_pages_are_all_reachable_from_the_readme():
    """A page nobody links to is a page nobody finds: each is the README's link, or a link of
    a page it links to (a game's bots from the bots' page), and so on."""
    reached, todo = set(), [ROOT / "README.md"]
    while todo:
        page = todo.pop()
        for target in links(page):
            dest = (page.parent / target.partition("#")[0]).resolve()
            if dest.suffix == ".md" and dest.exists() and dest not in reached:
                reached.add(dest)
                todo.append(dest)
    assert {p for p in PAGES if p.parent.name == "docs"} <= reached


def test_the_checker_catches_a_broken_link(tmp_path):
    page = tmp_path / "page.md"
    (tmp_path / "other.md").write_text("# Other\n\n## A heading's words\n")
    page.write_text("[ok](other.md#a-headings-words) [bad](other.md#nope) `[code](gone.md)`\n")
    assert links(page) == ["other.md#a-headings-words", "other.md#nope"]
    assert anchors(tmp_path / "other.md") == {"other", "a-headings-words"}
