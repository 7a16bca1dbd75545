"""Looking at an internal system is accessing it, in an English question (issue 8, branch english16).

"I'm at the airport, can I check the internal dashboard over the airport wifi with VPN on?" asks what "카페·공항 등
공용 와이파이에서는 사내 시스템에 접속하지 않는다" answers: checking, viewing or pulling up a company system is
using it over the network, the policy's 접속 (glossary: access). The verb alone names no policy word ("check the
catalog", "check the license"), so it is put as "access" only before an internal or company system (system,
dashboard, tools, apps, site, wiki, intranet, groupware) or the intranet. Opening one is accessing it too ("do I turn
on the vpn before opening the internal systems?", "… the internal HR system": one word may say which system,
bot.rules.english_inserted), not opening a mail (열: glossary.en).
Put in plain words by `bot.language.english.normalize`.
"""

from __future__ import annotations

import re

_LOOKING = re.compile(
    r"\b(?:check|checking|checked|view|viewing|look\s+at|looking\s+at|pull\s+up|pulling\s+up|browse|browsing|"
    r"open|opening|opened)\s+"
    r"(?=(?:the\s+|our\s+|my\s+|some\s+)?(?:(?:internal|company)\s+(?:[a-z]+\s+)?(?:system|systems|dashboard|dashboards|tool|tools|"
    r"app|apps|site|sites|wiki|intranet|groupware)|intranet|groupware)\b)", re.I)


def plain(text: str) -> str:
    """`text` with "check the internal dashboard" as "access the internal dashboard"."""
    return _LOOKING.sub("access ", text)
