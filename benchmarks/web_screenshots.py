"""Screenshots of the website's pages for the README (``docs/screenshots/*.png``): the
demonstration site of :mod:`devkit.website` in Debian's chromium, through Playwright.

    nice -n 10 .venv/bin/python -m benchmarks.web_screenshots [--out docs/screenshots]
"""

from __future__ import annotations

import argparse
import asyncio
import shutil
import tempfile
from pathlib import Path

from playwright.async_api import async_playwright

from devkit.website import demo_site


async def shoot(out: Path) -> None:
    chromium = shutil.which("chromium")
    if chromium is None:
        raise SystemExit("chromium is not installed (apt-get install chromium)")
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as folder:
        async with demo_site(Path(folder) / "demo.db") as site, async_playwright() as playwright:
            browser = await playwright.chromium.launch(
                executable_path=chromium, args=["--no-sandbox", "--disable-gpu"]
            )
            page = await browser.new_page(viewport={"width": 1000, "height": 900}, locale="en-US")
            shots = {
                "leaderboard": "/",
                "server": f"/servers/{site.server_id}",
                "game": f"/games/{site.game_id}?ply=3",
                "player": f"/players/{site.player_id}",
            }
            for name, path in shots.items():
                await page.goto(site.base + path)
                await page.screenshot(path=out / f"{name}.png", full_page=True)
                print(out / f"{name}.png")
            await browser.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=Path("docs/screenshots"))
    asyncio.run(shoot(parser.parse_args().out))


if __name__ == "__main__":
    main()
