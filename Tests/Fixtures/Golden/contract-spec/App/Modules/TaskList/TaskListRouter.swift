//
//  TaskListRouter.swift
//  MyApp
//
//  Created by Jane Doe.
//  Copyright © 2026 Acme. All rights reserved.
//

import UIKit

/// Builds the Task List module and navigates from it. Holds its view controller weakly.
final class TaskListRouter: TaskListRouterInterface {
    // MARK: - Properties

    /// The module's view controller, which `close()` pops or dismisses.
    weak var viewController: UIViewController?

    // MARK: - Factory

    /// Creates the module with every reference wired; the returned view controller owns it.
    static func makeModule(userId: String) -> UIViewController {
        let interactor = TaskListInteractor(taskService: TaskService())
        let router = TaskListRouter()
        let presenter = TaskListPresenter(interactor: interactor, router: router, userId: userId)
        let view = TaskListViewController(presenter: presenter)
        presenter.view = view
        interactor.output = presenter
        router.viewController = view
        return view
    }

    // MARK: - TaskListRouterInterface

    func navigateToTaskDetails(taskId: String) {
        // TODO: implement.
    }

    func navigateToAddTask() {
        // TODO: implement.
    }

    /// Closes the module the way it was shown: pops it when it was pushed onto a navigation
    /// stack, dismisses it (with its navigation controller) when it was presented.
    func close() {
        guard let viewController else { return }
        if let navigationController = viewController.navigationController,
           let index = navigationController.viewControllers.firstIndex(where: { $0 === viewController }), index > 0 {
            navigationController.popToViewController(navigationController.viewControllers[index - 1], animated: true)
        } else {
            viewController.presentingViewController?.dismiss(animated: true)
        }
    }
}
