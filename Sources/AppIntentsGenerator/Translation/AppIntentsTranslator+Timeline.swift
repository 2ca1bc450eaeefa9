import IntentSchema

extension AppIntentsTranslator {
    /// The timeline entry: when it shows and what, and what the widget says before it is configured.
    func entry() -> SwiftDeclaration {
        let message = localized(
            ["placeholder"], schema.placeholder ?? LocalizedText(WidgetSchema.defaultPlaceholder),
            at: .root.appending("placeholder"))
        return SwiftDeclaration(
            documentation: [
                "One moment of the widget: a deal, the service's message (no deals, or a configuration it cannot use), or a request to configure the widget."
            ],
            .struct(
                plan.entryName, conformances: [.fixed("TimelineEntry")],
                members: [
                    SwiftDeclaration(
                        documentation: ["What the widget says before it is configured."], isStatic: true,
                        .property(SwiftProperty(SwiftName(fixed: "configureMeMessage"), value: message))),
                    SwiftDeclaration(
                        documentation: ["When the entry shows."],
                        .property(SwiftProperty(SwiftName(fixed: "date"), type: .fixed("Date")))),
                    SwiftDeclaration(
                        documentation: ["What it shows."],
                        .property(SwiftProperty(SwiftName(fixed: "content"), type: .fixed("IntentctlEntryContent")))),
                ]))
    }

    /// The timeline provider: WidgetKit's side of the runtime's `widgetTimeline(for:isComplete:at:)`.
    func timelineProvider() -> SwiftDeclaration {
        let context = SwiftName(fixed: "context")
        let configuration = SwiftName(fixed: "configuration")
        let entryType = SwiftType.fixed("Entry")
        let timelineType = SwiftType.generic(SwiftName(fixed: "Timeline"), [entryType])
        let contextParameter = SwiftParameter(label: SwiftName(fixed: "in"), context, .fixed("Context"))
        let configurationParameter = SwiftParameter(label: SwiftName(fixed: "for"), configuration, .fixed("Intent"))
        var members: [SwiftDeclaration] = [
            SwiftDeclaration(.typeAlias(SwiftName(fixed: "Entry"), .name(plan.entryName))),
            SwiftDeclaration(.typeAlias(SwiftName(fixed: "Intent"), .name(plan.intentName))),
            SwiftDeclaration(
                documentation: ["The client of the intentctl service."],
                .property(
                    SwiftProperty(
                        variable: true, SwiftName(fixed: "client"),
                        value: SwiftExpression.fixed("IntentctlClient").member("shared")))),
            SwiftDeclaration(
                .function(
                    SwiftFunction(
                        SwiftName(fixed: "placeholder"), [contextParameter], result: entryType,
                        body: [
                            .expression(
                                SwiftExpression.fixed("Entry").call(
                                    .labeled("date", SwiftExpression.fixed("Date").call()),
                                    .labeled("content", .implicitMember(SwiftName(fixed: "configureMe")))))
                        ]))),
            snapshotFunction(),
            SwiftDeclaration(
                .function(
                    SwiftFunction(
                        SwiftName(fixed: "timeline"), [configurationParameter, contextParameter], async: true,
                        result: timelineType,
                        body: [
                            .expression(
                                .await(
                                    SwiftExpression.fixed("timeline").call(
                                        .labeled("for", .name(configuration)),
                                        .labeled("at", SwiftExpression.fixed("Date").call()))))
                        ]))),
            timelineFunction(isComplete: isComplete()),
        ]
        if !schema.recommendations.isEmpty { members.append(recommendationsFunction()) }
        return SwiftDeclaration(
            documentation: [
                "The widget's timeline. While a value the schema requires is missing it shows \"configure me\"; otherwise the entries are the intentctl service's timeline of the configuration (`POST \(options.paths.timeline)`), made from its deals feed by the rules of `intentctl timeline`: one entry an hour, asking again after the last (`.atEnd`). Offline, the last timeline the service gave for the configuration."
            ],
            .struct(plan.providerName, conformances: [.fixed("AppIntentTimelineProvider")], members: members))
    }

    /// Whether a configuration holds every value the schema requires (of those the intent may lack):
    /// `configuration.home != nil && configuration.origins?.isEmpty == false`.
    func isComplete() -> SwiftExpression {
        let configuration = SwiftName(fixed: "configuration")
        let required = schema.parameters.filter { $0.isRequired && $0.activation == nil && isOptional($0) }
        var complete: SwiftExpression = .boolean(true)
        for (position, parameter) in required.enumerated() {
            let read = SwiftExpression.member(.name(configuration), property(parameter))
            // Several values: at least one (`configuration.origins?.isEmpty == false`).
            let check =
                parameter.multipleValues == nil
                ? SwiftExpression.binary(read, .notEqual, .nilLiteral)
                : .binary(.member(.optionalChain(read), SwiftName(fixed: "isEmpty")), .equal, .boolean(false))
            complete = position == 0 ? check : .binary(complete, .and, check)
        }
        return complete
    }

    /// `snapshot(for:in:)`: in the widget gallery, at once; otherwise the timeline's first entry.
    func snapshotFunction() -> SwiftDeclaration {
        let context = SwiftName(fixed: "context")
        let configuration = SwiftName(fixed: "configuration")
        let entries = SwiftName(fixed: "entries")
        let entryType = SwiftType.fixed("Entry")
        let contextParameter = SwiftParameter(label: SwiftName(fixed: "in"), context, .fixed("Context"))
        let configurationParameter = SwiftParameter(label: SwiftName(fixed: "for"), configuration, .fixed("Intent"))
        return SwiftDeclaration(
            documentation: ["In the widget gallery (`isPreview`), at once; otherwise the timeline's first entry."],
            .function(
                SwiftFunction(
                    SwiftName(fixed: "snapshot"), [configurationParameter, contextParameter], async: true,
                    result: entryType,
                    body: [
                        .if(
                            [.expression(SwiftExpression.name(context).member("isPreview"))],
                            then: [
                                .return(SwiftExpression.fixed("placeholder").call(.labeled("in", .name(context))))
                            ],
                            else: nil),
                        .return(
                            .binary(
                                .await(
                                    SwiftExpression.member(
                                        SwiftExpression.member(
                                            SwiftExpression.fixed("timeline").call(
                                                .labeled("for", .name(configuration)),
                                                .labeled("at", SwiftExpression.fixed("Date").call())),
                                            entries),
                                        SwiftName(fixed: "first"))),
                                .nilCoalescing,
                                SwiftExpression.fixed("placeholder").call(.labeled("in", .name(context))))),
                    ])))
    }

    /// `timeline(for:at:)`: "configure me" while a required value is missing, else the service's timeline
    /// (or the cached one offline), with the refresh policy it asks for.
    func timelineFunction(isComplete complete: SwiftExpression) -> SwiftDeclaration {
        let configuration = SwiftName(fixed: "configuration")
        let now = SwiftName(fixed: "now")
        let timeline = SwiftName(fixed: "timeline")
        let entries = SwiftName(fixed: "entries")
        let retry = SwiftName(fixed: "retry")
        let timelineType = SwiftType.generic(SwiftName(fixed: "Timeline"), [SwiftType.fixed("Entry")])
        let configurationParameter = SwiftParameter(label: SwiftName(fixed: "for"), configuration, .fixed("Intent"))
        let makeTimeline = { (policy: SwiftExpression) -> SwiftStatement in
            .return(
                SwiftExpression.fixed("Timeline").call(.labeled("entries", .name(entries)), .labeled("policy", policy)))
        }
        return SwiftDeclaration(
            documentation: [
                "The timeline of a configuration at a moment: \"configure me\" while a value the schema requires is missing; else the service's timeline, or the cached one offline."
            ],
            .function(
                SwiftFunction(
                    SwiftName(fixed: "timeline"),
                    [configurationParameter, SwiftParameter(label: SwiftName(fixed: "at"), now, .fixed("Date"))],
                    async: true, result: timelineType,
                    body: [
                        .binding(
                            SwiftBinding(
                                timeline,
                                value: .await(
                                    SwiftExpression.fixed("client").member("widgetTimeline").call(
                                        .labeled(
                                            "for",
                                            SwiftExpression.name(configuration).member("configurationDocument")),
                                        .labeled("isComplete", complete), .labeled("at", .name(now)))))),
                        .binding(
                            SwiftBinding(
                                entries,
                                value: SwiftExpression.name(timeline).member("moments").member("map").call(
                                    trailing: [
                                        SwiftTrailingClosure(
                                            SwiftClosure([
                                                .expression(
                                                    SwiftExpression.fixed("Entry").call(
                                                        .labeled(
                                                            "date",
                                                            SwiftExpression.shorthandArgument(0).member("date")),
                                                        .labeled(
                                                            "content",
                                                            SwiftExpression.shorthandArgument(0).member("content")))
                                                )
                                            ]))
                                    ]))),
                        .if(
                            [.letBinding(retry, SwiftExpression.name(timeline).member("refreshDate"))],
                            then: [
                                makeTimeline(
                                    .implicitMember(SwiftName(fixed: "after")).call(.unlabeled(.name(retry))))
                            ],
                            else: nil),
                        .if(
                            [.expression(SwiftExpression.name(timeline).member("waitsForChange"))],
                            then: [makeTimeline(.implicitMember(SwiftName(fixed: "never")))], else: nil),
                        makeTimeline(.implicitMember(SwiftName(fixed: "atEnd"))),
                    ])))
    }
}
