"""Microsoft Teams adapter: `POST /api/messages` (the SDK's JWT validation), a Bot Connector client
with retries, Teams Markdown, Adaptive Card tickets and dialogs, staff team membership, departments.
"""

import warnings

# The SDK announces a preview feature (HTML widgets) at import time; the helpdesk does not use it.
warnings.filterwarnings("ignore", message=".*HtmlWidgetSecurityPolicy.*")
