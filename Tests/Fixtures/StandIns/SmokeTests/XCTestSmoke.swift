// XCTest against the stand-ins. Methods are @MainActor and async rather than the class being
// @MainActor: an @MainActor XCTestCase with only synchronous tests can crash at discovery on Linux.
import Combine
import SwiftUI
import UIKit
import XCTest

@MainActor
private final class SpyViewController: UIViewController {
    var didLoad = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        didLoad += 1
    }
}

@MainActor
private final class ScoreViewModel: ObservableObject {
    @Published var score = 0
}

private struct ScoreView: View {
    @ObservedObject var viewModel: ScoreViewModel

    var body: some View {
        VStack {
            Text("Score \(viewModel.score)")
            Button("Add") { viewModel.score += 1 }
        }
    }
}

final class StandInXCTests: XCTestCase {
    @MainActor
    func testViewLoadsOnceAndNavigationReleases() async {
        weak var weakNavigation: UINavigationController?
        weak var weakChild: SpyViewController?
        do {
            let root = SpyViewController()
            let navigation = UINavigationController(rootViewController: root)
            let child = SpyViewController()
            navigation.pushViewController(child, animated: true)
            _ = child.view
            _ = child.view
            XCTAssertEqual(child.didLoad, 1)
            XCTAssertIdentical(child.navigationController, navigation)
            root.present(UIViewController(), animated: true)
            XCTAssertNotNil(navigation.presentedViewController)
            weakNavigation = navigation
            weakChild = child
        }
        XCTAssertNil(weakNavigation)
        XCTAssertNil(weakChild)
    }

    @MainActor
    func testPublishedAndBody() async {
        let viewModel = ScoreViewModel()
        var seen: [Int] = []
        let token = viewModel.$score.sink { seen.append($0) }
        viewModel.score = 3
        XCTAssertEqual(seen, [0, 3])
        token.cancel()
        _ = ScoreView(viewModel: viewModel).body
        let hosting = UIHostingController(rootView: ScoreView(viewModel: viewModel))
        XCTAssertNotNil(hosting.view)
    }

    @MainActor
    func testReceiveOnMainQueueIsAsynchronous() async {
        let subject = PassthroughSubject<Int, Never>()
        let delivered = expectation(description: "delivered on the main queue")
        var values: [Int] = []
        let token = subject.receive(on: DispatchQueue.main).sink { value in
            values.append(value)
            delivered.fulfill()
        }
        subject.send(1)
        XCTAssertEqual(values, [], "receive(on: DispatchQueue.main) delivers asynchronously")
        await fulfillment(of: [delivered], timeout: 5)
        XCTAssertEqual(values, [1])
        token.cancel()
    }
}
