"""A real MCP client (the official Python SDK, `pip install mcp`) driving `viper-gen mcp`.

Run by Tests/ViperGenCLITests/MCPPythonClientTests.swift when VIPER_GEN_MCP_PYTHON=1:
    python3 python_client.py VIPER_GEN_BINARY WORKSPACE
WORKSPACE holds App.xcodeproj (the classic sample) and App/Settings/SettingsView.swift.
Prints one JSON object with what it saw; exits non-zero when a step fails.
"""
import asyncio
import json
import sys

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client


def structured(result):
    return getattr(result, "structuredContent", None) or getattr(result, "structured_content", None) or {}


def is_error(result):
    return bool(getattr(result, "isError", None) or getattr(result, "is_error", None))


async def main(binary, root):
    seen = {}
    params = StdioServerParameters(command=binary, args=["mcp", "--root", root])
    async with stdio_client(params) as (read, write):
        async with ClientSession(read, write) as session:
            init = await session.initialize()
            seen["protocolVersion"] = getattr(init, "protocolVersion", None) or getattr(init, "protocol_version", None)
            seen["tools"] = [tool.name for tool in (await session.list_tools()).tools]

            added = await session.call_tool("add_module", {"name": "Login", "pattern": "mvvm"})
            assert not is_error(added), added
            seen["addModuleWrote"] = structured(added)["report"]["wrote"]

            planned = await session.call_tool("plan", {})
            assert not is_error(planned), planned
            seen["planStatuses"] = sorted({f["status"] for f in structured(planned)["report"]["files"]})

            generated = await session.call_tool("generate", {})
            assert not is_error(generated), generated
            seen["generateWrote"] = structured(generated)["report"]["wrote"]

            files = await session.call_tool("xcodeproj_add_files", {
                "project": "App.xcodeproj", "files": ["App/Settings/SettingsView.swift"], "targets": ["App"]})
            assert not is_error(files), files
            seen["xcodeprojAdded"] = structured(files)["added"]

            progress = []

            async def on_progress(done, total, message=None):
                progress.append(done)

            assessed = await session.call_tool("assess", {"path": "App"}, progress_callback=on_progress)
            assert not is_error(assessed), assessed
            seen["assessModules"] = [m["name"] for m in structured(assessed)["modules"]]
            seen["progress"] = progress

            outside = await session.call_tool("generate", {"spec": "../elsewhere/viper-gen.json"})
            seen["outsideIsError"] = is_error(outside)
            seen["outsideMessage"] = structured(outside)["diagnostics"][0]["message"]

            spec = await session.read_resource("viper-gen://spec")
            seen["specHasLogin"] = '"Login"' in spec.contents[0].text
    print(json.dumps(seen))


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], sys.argv[2]))
