/// `Login` → `login`, `URLSession` → `urlSession`.
package func lowerFirst(_ name: String) -> String {
    if let ascii = ASCIIWord.lowerLeadingRun(name) { return ascii }
    let uppercasePrefix = name.prefix { $0.isUppercase }
    if uppercasePrefix.count > 1, uppercasePrefix.count < name.count {
        return uppercasePrefix.dropLast().lowercased() + name.dropFirst(uppercasePrefix.count - 1)
    }
    return name.prefix(1).lowercased() + name.dropFirst()
}

/// `showTasks` → `ShowTasks`, for generated test names.
package func upperFirst(_ name: String) -> String {
    if let ascii = ASCIIWord.upperFirst(name) { return ascii }
    return name.prefix(1).uppercased() + name.dropFirst()
}
