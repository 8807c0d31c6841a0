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

    var presenter: TaskListPresenterInterface!

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        setupUI()
        presenter.viewDidLoad()
    }

    // MARK: - UI Setup

    private func setupUI() {
        view.backgroundColor = .systemBackground
        title = "Task List"
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
