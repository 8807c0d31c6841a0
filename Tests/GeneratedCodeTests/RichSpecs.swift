/// Specs with declared methods, entities, services and module input, generated into their own
/// targets of the scratch package: CONTRACT.md §2's example and one module of every pattern.
enum RichSpecs {
    /// The spec for target `target`, with `tests` as the test framework.
    static func spec(target: String, tests: String, layout: String = "module") -> String {
        """
        {
          "defaults": {
            "tests": "\(tests)",
            "layout": "\(layout)",
            "output": "Sources/\(target)",
            "testsOutput": "Tests/\(target)Tests",
            "testableImport": "\(target)",
            "header": { "project": "Harness", "author": "viper-gen", "company": "Acme", "year": "2026" }
          },
          "modules": [
            { "name": "Login", "domain": "Authentication" },
            { "name": "TaskList", "pattern": "viper", "domain": "Tasks",
              "view": ["showLoading()", "hideLoading()", "showTasks(_ tasks: [TaskViewModel])", "showError(_ message: String)"],
              "presenter": ["viewDidLoad()", "refreshTasks()", "didSelectTask(withId taskId: String)"],
              "interactor": ["fetchTasks()", "deleteTask(withId taskId: String)"],
              "interactorOutput": ["didFetchTasks(_ tasks: [TaskItem])", "didFailToFetchTasks(with error: Error)"],
              "router": ["navigateToTaskDetails(taskId: String)", "navigateToAddTask()"],
              "entities": [ { "name": "TaskItem", "fields": ["id: String", "title: String", "isCompleted: Bool"] },
                            { "name": "TaskViewModel", "fields": ["id: String", "title: String"] } ],
              "input": ["userId: String"],
              "services": [ { "name": "TaskService", "methods": ["fetchTasks() async throws -> [TaskItem]"] } ] },
            { "name": "Settings", "pattern": "mvvm", "ui": "swiftui", "binding": "observation", "domain": "Preferences",
              "state": ["isLoading: Bool", "items: [String]"],
              "viewModel": ["onAppear()", "didToggle(_ item: String, isOn: Bool)"] },
            { "name": "Catalog", "pattern": "viper", "ui": "swiftui", "domain": "Shop",
              "view": ["show(products: [Product], total: Int)", "update(_ count: inout Int)"],
              "presenter": ["didTapBuy(product: Product, quantity: Int = 1)"],
              "interactor": ["load(page: Int, pageSize: Int) async throws -> [Product]", "sum(_ values: Int...) -> Int", "decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T"],
              "interactorOutput": ["didLoad(_ products: [Product]?)", "didFail(_ error: any Error)"],
              "router": ["openProduct(id: UUID)", "openCart() -> Bool", "openHelp(completion: @escaping () -> Void)"],
              "entities": [ { "name": "Product", "fields": ["id: UUID", "name: String", "price: Decimal", "tags: [String]", "image: URL?"] } ],
              "input": ["category: String", "limit: Int"],
              "services": [ { "name": "ProductService", "methods": ["products(in category: String) async throws -> [Product]", "prices() -> [UUID: Decimal]", "reset()"] },
                            { "name": "CartService", "methods": ["add(_ product: Product, completion: @escaping @Sendable (Result<Int, any Error>) -> Void)", "count() -> Int"] } ] },
            { "name": "Profile", "pattern": "mvp", "domain": "Accounts",
              "view": ["showName(_ name: String)", "showAvatar(url: URL?)"],
              "presenter": ["viewDidLoad()", "didTapEdit()"],
              "entities": [ { "name": "UserProfile", "fields": ["id: String", "name: String", "followers: Int"] } ],
              "input": ["userId: String"],
              "services": [ { "name": "ProfileService", "methods": ["profile(id: String) async throws -> UserProfile"] } ] },
            { "name": "Feed", "pattern": "mvvm", "binding": "combine", "domain": "Social",
              "state": ["posts: [Post]", "errorMessage: String?"],
              "viewModel": ["refresh() async", "like(postId: String)"],
              "entities": [ { "name": "Post", "fields": ["id: String", "text: String", "likes: Int"] } ],
              "services": [ { "name": "FeedService", "methods": ["posts() async throws -> [Post]"] } ] },
            { "name": "Inbox", "pattern": "mvvm", "binding": "closures", "domain": "Social",
              "state": ["unread: Int"],
              "viewModel": ["markAllRead()"],
              "input": ["accountId: String"] },
            { "name": "Notes", "pattern": "mvc", "domain": "Writing",
              "view": ["render(notes: [Note])"],
              "controller": ["didAddNote(_ text: String)", "didDeleteNote(at index: Int)"],
              "entities": [ { "name": "Note", "fields": ["id: String", "text: String", "createdAt: Date"] } ],
              "services": [ { "name": "NoteService", "methods": ["notes() -> [Note]", "save(_ note: Note) throws"] } ] }
          ]
        }
        """
    }
}
