//
//  TaskListViewController.swift
//  MyApp
//
//  Created by Jane Doe.
//  Copyright © 2026 Acme. All rights reserved.
//

import UIKit

/// The Task List screen. Passive: forwards events to the presenter, shows what it is told.
final class TaskListViewController: UIViewController, TaskListViewInterface {
    // MARK: - Properties

    let presenter: any TaskListPresenterInterface

    // MARK: - Initialization

    init(presenter: any TaskListPresenterInterface) {
        self.presenter = presenter
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "built in code by TaskListRouter.makeModule")
    required init?(coder: NSCoder) {
        nil
    }

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "Task List"
        presenter.viewDidLoad()
    }

    // MARK: - TaskListViewInterface

    func showLoading() {
        // TODO: implement.
    }

    func hideLoading() {
        // TODO: implement.
    }

    func showTasks(_ tasks: [TaskViewModel]) {
        // TODO: implement.
    }

    func showError(_ message: String) {
        // TODO: implement.
    }
}
