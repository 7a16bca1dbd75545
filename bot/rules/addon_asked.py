"""An add-on of a listed product is not the product (issue 8, near-miss probe p33b).

"크롬 확장프로그램도 소프트웨어로 치는거야? 광고차단 확장 하나 깔려는데 이것도 승인 받아야됨?" names Chrome only
to say whose extension it is: the catalog row "Google Chrome … 설치: 기본 설치" says how Chrome itself is installed,
not whether an extension, plug-in or theme for it needs approval. A question that speaks of an add-on (a closed
class of nouns: 확장 프로그램, 플러그인, 애드온, extension, plug-in …) names no catalog row; the catalog lists
products only.
"""

from __future__ import annotations

import re

_ADDON_RE = re.compile(
    r"확장\s*(?:프로그램|기능)|플러그\s*인|애드\s*온|애드\s*인|익스텐션|부가\s*기능|추가\s*기능"
    r"|\b(?:extensions?|plug-?ins?|add-?ons?|add-?ins?)\b", re.I)


def asks_addon(text: str) -> bool:
    """The question speaks of an add-on of a product, not of a product."""
    return _ADDON_RE.search(text) is not None
