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

    weak var viewController: UIViewController?

    // MARK: - Factory

    /// Creates the module with every reference wired; the returned view controller owns it.
    static func createModule(userId: String) -> UIViewController {
        let view = TaskListViewController()
        let interactor = TaskListInteractor(taskService: TaskService())
        let router = TaskListRouter()
        let presenter = TaskListPresenter(view: view, interactor: interactor, router: router, userId: userId)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }

    // MARK: - TaskListRouterInterface

    func navigateToTaskDetails(taskId: String) {
        // TODO: replace the placeholder with the destination module's factory.
        let destination = UIViewController()
        destination.title = "navigateToTaskDetails"
        show(destination)
    }

    func navigateToAddTask() {
        // TODO: replace the placeholder with the destination module's factory.
        let destination = UIViewController()
        destination.title = "navigateToAddTask"
        show(destination)
    }

    // MARK: - Navigation

    /// Pushes onto the navigation stack when there is one, presents modally otherwise.
    private func show(_ destination: UIViewController) {
        if let navigationController = viewController?.navigationController {
            navigationController.pushViewController(destination, animated: true)
        } else {
            viewController?.present(destination, animated: true)
        }
    }
}
