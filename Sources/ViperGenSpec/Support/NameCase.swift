/// `Login` → `login`, `URLSession` → `urlSession`.
package func lowerFirst(_ name: String) -> String {
    let uppercasePrefix = name.prefix { $0.isUppercase }
    if uppercasePrefix.count > 1, uppercasePrefix.count < name.count {
        return uppercasePrefix.dropLast().lowercased() + name.dropFirst(uppercasePrefix.count - 1)
    }
    return name.prefix(1).lowercased() + name.dropFirst()
}

/// `showTasks` → `ShowTasks`, for generated test names.
package func upperFirst(_ name: String) -> String {
    name.prefix(1).uppercased() + name.dropFirst()
}
