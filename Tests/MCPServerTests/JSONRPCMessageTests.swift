import Testing
@testable import MCPServer

@Suite struct JSONRPCMessageTests {
    @Test func readsARequest() throws {
        let message = try JSONRPCMessage.read(Array(#"{"jsonrpc":"2.0","id":7,"method":"ping"}"#.utf8))
        #expect(message == .request(id: .number(7), method: "ping", params: nil))
    }
}
