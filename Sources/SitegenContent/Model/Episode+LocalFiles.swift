extension Episode {
    /// Changes every path under Content/ the episode names (its thumbnail, audio and video files,
    /// poster, captions and local transcripts) with `transform`.
    mutating func mapLocalFiles(_ transform: (String) -> String) {
        thumbnail = thumbnail.map(transform)
        for index in media.audio.indices {
            media.audio[index].mapLocalFile(transform)
        }
        if var video = media.video {
            if case .file(var file) = video.source {
                file.mapLocalFile(transform)
                video.source = .file(file)
            }
            for index in video.alternates.indices {
                video.alternates[index].mapLocalFile(transform)
            }
            video.poster = video.poster.map(transform)
            for index in video.captions.indices {
                video.captions[index].file = transform(video.captions[index].file)
            }
            media.video = video
        }
        for index in media.transcripts.indices {
            if case .local(let path) = media.transcripts[index].location {
                media.transcripts[index].location = .local(transform(path))
            }
        }
    }
}
