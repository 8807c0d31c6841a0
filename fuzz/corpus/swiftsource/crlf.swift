func a() {
    if true {
        print("crlf")
    }
}
