"""Build the Teams app package: `manifest.json` with this deployment's ids, two icons, zipped at the root.

    python -m bot.teams.package --domain helpdesk.example.com [--client-id GUID] [--out helpdesk-teams.zip]

The manifest template is `deploy/teams/manifest.json` (placeholders `${TEAMS_CLIENT_ID}`,
`${TEAMS_APP_ID}`, `${BOT_DOMAIN}`, `${DEVELOPER_NAME}`). The icons (color 192x192, outline 32x32
white on transparent) are drawn here in plain code, so the repository holds no binary files.
An admin uploads the zip in the Teams admin center (Manage apps → Upload) or with `New-TeamsApp`.
"""

from __future__ import annotations

import argparse
import json
import re
import struct
import sys
import zipfile
import zlib
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bot.teams.settings import GUID

TEMPLATE = Path(__file__).resolve().parents[2] / "deploy" / "teams" / "manifest.json"
DOMAIN = re.compile(r"^(?=.{1,253}$)([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$")
ACCENT = (0x4F, 0x6B, 0xED)
Pixel = tuple[int, int, int, int]


class PackageError(Exception):
    """A value the package needs is missing or wrong; the message names it."""


# icons ------------------------------------------------------------------------------------------


def png(width: int, height: int, pixel: Callable[[float, float], Pixel]) -> bytes:
    """An RGBA PNG; `pixel(x, y)` gets coordinates scaled to 0..1."""
    rows = bytearray()
    for y in range(height):
        rows.append(0)  # filter: none
        for x in range(width):
            rows.extend(pixel((x + 0.5) / width, (y + 0.5) / height))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(bytes(rows), 9)) + chunk(
        b"IEND", b""
    )


def _bubble(x: float, y: float) -> tuple[bool, bool]:
    """A speech bubble with a question mark's dot: (inside the bubble, inside the glyph)."""
    dx, dy = (x - 0.5) / 0.34, (y - 0.45) / 0.27
    body = dx * dx + dy * dy <= 1.0
    tail = 0.30 <= x <= 0.42 and 0.62 <= y <= 0.82 and (x - 0.30) <= (0.82 - y) * 0.6
    dots = any((x - cx) ** 2 + (y - 0.45) ** 2 <= 0.045**2 for cx in (0.36, 0.5, 0.64))
    return body or tail, dots


def color_icon(x: float, y: float) -> Pixel:
    bubble, dot = _bubble(x, y)
    if bubble and not dot:
        return (255, 255, 255, 255)
    return (*ACCENT, 255)


def outline_icon(x: float, y: float) -> Pixel:
    bubble, dot = _bubble(x, y)
    return (255, 255, 255, 255) if bubble and not dot else (255, 255, 255, 0)


# manifest ---------------------------------------------------------------------------------------


def render_manifest(template: str, values: dict[str, str]) -> dict[str, Any]:
    text = template
    for name, value in values.items():
        text = text.replace("${" + name + "}", value)
    left = sorted(set(re.findall(r"\$\{([A-Z_]+)\}", text)))
    if left:
        raise PackageError(f"manifest template has unfilled placeholders: {', '.join(left)}")
    manifest: dict[str, Any] = json.loads(text)
    return manifest


def build_package(
    *,
    client_id: str,
    domain: str,
    out: Path,
    app_id: str | None = None,
    developer: str = "IT 헬프데스크",
    version: str = "1.0.0",
    template: Path = TEMPLATE,
) -> Path:
    if not GUID.match(client_id or ""):
        raise PackageError(f"TEAMS_CLIENT_ID / --client-id: not a GUID (got {client_id!r})")
    if app_id is not None and not GUID.match(app_id):
        raise PackageError(f"--app-id: not a GUID (got {app_id!r})")
    if not DOMAIN.match(domain):
        raise PackageError(f"--domain: a host name such as helpdesk.example.com, no scheme or path (got {domain!r})")
    if not re.match(r"^\d+\.\d+\.\d+$", version):
        raise PackageError(f"--version: MAJOR.MINOR.PATCH (got {version!r})")
    if not template.is_file():  # an installed (non-editable) package has no deploy/ folder beside it
        raise PackageError(
            f"manifest template not found: {template} (run from a source checkout, or pass --template "
            "with a copy of deploy/teams/manifest.json)"
        )
    manifest = render_manifest(
        template.read_text(encoding="utf-8"),
        {"TEAMS_CLIENT_ID": client_id, "TEAMS_APP_ID": app_id or client_id, "BOT_DOMAIN": domain,
         "DEVELOPER_NAME": developer},
    )
    manifest["version"] = version
    out.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(out, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("manifest.json", json.dumps(manifest, ensure_ascii=False, indent=2))
        archive.writestr(manifest["icons"]["color"], png(192, 192, color_icon))
        archive.writestr(manifest["icons"]["outline"], png(32, 32, outline_icon))
    return out


def main(argv: list[str] | None = None) -> int:
    from bot.teams.settings import load_teams_settings

    parser = argparse.ArgumentParser(prog="python -m bot.teams.package", description=__doc__.splitlines()[0])
    parser.add_argument("--domain", required=True, help="public host name of the bot (serves /api/messages)")
    parser.add_argument("--client-id", help="the bot's Entra application (client) id; default TEAMS_CLIENT_ID")
    parser.add_argument("--app-id", help="the Teams app id (default: the client id)")
    parser.add_argument("--developer", default="IT 헬프데스크")
    parser.add_argument("--version", default="1.0.0")
    parser.add_argument("--template", type=Path, default=TEMPLATE)
    parser.add_argument("--out", type=Path, default=Path("helpdesk-teams.zip"))
    args = parser.parse_args(argv)
    client_id = args.client_id or load_teams_settings().client_id or ""
    try:
        path = build_package(client_id=client_id, domain=args.domain, out=args.out, app_id=args.app_id,
                             developer=args.developer, version=args.version, template=args.template)
    except (PackageError, OSError, ValueError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    print(f"wrote {path} (upload it in the Teams admin center: Manage apps → Upload)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
