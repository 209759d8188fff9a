import Foundation
import HTTPTypes
import Hummingbird

/// Answers preview requests: files from Output/ (HTML with the live-reload script), folder
/// redirects, the site's 404 page, and the event stream.
struct PreviewResponder: HTTPResponder {
    typealias Context = BasicRequestContext

    var folder: OutputFolder
    var hub: ReloadHub
    /// Which `Host` a request may name.
    var hosts = HostCheck(listeningOn: "127.0.0.1")

    func respond(to request: Request, context: Context) async throws -> Response {
        guard request.method == .get || request.method == .head else {
            var response = Self.text(.methodNotAllowed, "405 method not allowed\n")
            response.headers[.allow] = "GET, HEAD"
            return response
        }
        guard hosts.allows(request.head.authority) else {
            let response = Self.text(
                .forbidden,
                "403 forbidden: sitegen serve answers requests for localhost or an IP address only; "
                    + "--host NAME serves another name\n")
            return request.method == .head ? response.createHeadResponse() : response
        }
        let raw = request.head.path ?? ""
        let response: Response
        switch RequestTarget(raw: raw) {
        case .bad:
            response = Self.text(.badRequest, "400 bad request\n")
        case .events:
            response = request.method == .head ? Self.eventHead() : events()
        case .path(let segments, let trailingSlash):
            switch folder.lookup(segments, trailingSlash: trailingSlash) {
            case .file(let name, let data):
                response = Self.file(name: name, data: data, request: request)
            case .folder:
                var path = Substring(raw)
                var query = Substring("")
                if let mark = path.firstIndex(of: "?") { query = path[mark...]; path = path[..<mark] }
                var redirect = Response(status: .movedPermanently)
                redirect.headers[.location] = path + "/" + query
                redirect.headers[.cacheControl] = "no-cache"
                response = redirect
            case .missing:
                response = notFound()
            }
        }
        return request.method == .head ? response.createHeadResponse() : response
    }

    /// A file with its type and validators; HTML gets the live-reload script.
    static func file(name: String, data: Data, request: Request, status: HTTPResponse.Status = .ok) -> Response {
        let type = ContentTypes.forFile(name)
        let body = type.hasPrefix("text/html") ? LiveReloadScript.inject(into: data) : data
        let tag = "\"\(Self.hash(body))\""
        var headers = HTTPFields()
        headers[.contentType] = type
        headers[.cacheControl] = "no-cache"
        headers[.eTag] = tag
        headers[.xContentTypeOptions] = "nosniff"
        if status == .ok, let match = request.headers[.ifNoneMatch],
            match.split(separator: ",").contains(where: { $0.trimmingCharacters(in: .whitespaces) == tag })
        {
            return Response(status: .notModified, headers: headers)
        }
        guard status == .ok else {
            return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
        }
        // Players seek in audio and video with ranges (Safari plays nothing from a server without them).
        headers[.acceptRanges] = "bytes"
        let sameFile = request.headers[.ifRange].map { $0 == tag } ?? true
        switch sameFile ? ByteRange.request(request.headers[.range], length: body.count) : .whole {
        case .whole:
            return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
        case .range(let range):
            headers[.contentRange] = "bytes \(range.first)-\(range.last)/\(body.count)"
            let part = body[body.startIndex + range.first...body.startIndex + range.last]
            return Response(
                status: .partialContent, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: part)))
        case .unsatisfiable:
            headers[.contentRange] = "bytes */\(body.count)"
            return Response(status: .rangeNotSatisfiable, headers: headers)
        }
    }

    /// The site's 404 page with status 404 (a plain text one if the site has none).
    func notFound() -> Response {
        if case .file(let name, let data) = folder.lookup(["404.html"], trailingSlash: false) {
            var response = Self.file(
                name: name, data: data,
                request: Request(
                    head: HTTPRequest(method: .get, scheme: nil, authority: nil, path: "/404.html"),
                    body: .init(buffer: ByteBuffer())), status: .notFound)
            response.headers[.eTag] = nil
            return response
        }
        return Self.text(.notFound, "404 not found\n")
    }

    /// The live-reload stream: `retry`, then one event per rebuild until the hub ends it.
    func events() -> Response {
        let hub = self.hub
        var response = Self.eventHead()
        response.body = ResponseBody { writer in
            let stream = await hub.subscribe()
            try await writer.write(ByteBuffer(string: "retry: 1000\n: connected\n\n"))
            for await event in stream {
                try await writer.write(ByteBuffer(string: event.serialized))
            }
            try await writer.finish(nil)
        }
        return response
    }

    static func eventHead() -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "text/event-stream"
        headers[.cacheControl] = "no-store"
        return Response(status: .ok, headers: headers)
    }

    static func text(_ status: HTTPResponse.Status, _ text: String) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "text/plain; charset=utf-8"
        headers[.cacheControl] = "no-store"
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }

    /// FNV-1a, 64 bits, in hex: the ETag of a body.
    static func hash(_ data: Data) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data { value = (value ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return String(value, radix: 16) + "-" + String(data.count, radix: 16)
    }
}
