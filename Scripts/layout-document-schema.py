#!/usr/bin/env python3
"""Writes Documentation/layout-document.schema.json: the JSON Schema (draft
2020-12) of a layout document (format 1), with the built-in kinds' props.

The schema states what the decoder checks key by key (keys, types, enums,
ranges); rules across keys that JSON Schema cannot state simply (a
section's ids unique, a list header only in "supplementary" mode, group
depth) stay the decoder's, so the decoder refuses all the schema refuses
and more. Run it again after changing the format:

    python3 Scripts/layout-document-schema.py
"""
import json
import os

MAX_LENGTH = 1_000_000_000
MAX_FRACTION = 1_000_000
MAX_ITEMS = 10_000_000
MAX_GROUP_COUNT = 100_000
MAX_SECTIONS = 1_000_000
INT32 = (-2**31, 2**31 - 1)


def obj(props, required=(), **extra):
    schema = {"type": "object", "properties": props, "additionalProperties": False}
    if required:
        schema["required"] = list(required)
    schema.update(extra)
    return schema


def ref(name):
    return {"$ref": f"#/$defs/{name}"}


def one_key(keys, value_of):
    """Exactly one of `keys`, each with its own schema."""
    return {"type": "object", "oneOf": [obj({k: value_of(k)}, [k]) for k in keys]}


defs = {
    "name": {"type": "string", "minLength": 1},
    "length": {"type": "number", "minimum": 0, "maximum": MAX_LENGTH},
    "positiveLength": {"type": "number", "exclusiveMinimum": 0, "maximum": MAX_LENGTH},
    "coordinate": {"type": "number", "minimum": -MAX_LENGTH, "maximum": MAX_LENGTH},
    "fraction": {"type": "number", "exclusiveMinimum": 0, "maximum": MAX_FRACTION},
    "zIndex": {"type": "integer", "minimum": INT32[0], "maximum": INT32[1]},
    "colour": {"type": "string", "pattern": "^#([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$"},
    "point": obj({"x": ref("coordinate"), "y": ref("coordinate")}, ["x", "y"]),
    "size": obj({"width": ref("length"), "height": ref("length")}, ["width", "height"]),
    "insets": obj({e: ref("length") for e in ["top", "leading", "bottom", "trailing"]}),
    "dimension": one_key(
        ["fractionalWidth", "fractionalHeight", "absolute", "estimated"],
        lambda k: ref("fraction") if k.startswith("fractional") else ref("length" if k == "absolute" else "positiveLength")),
    "layoutSize": obj({"width": ref("dimension"), "height": ref("dimension")}, ["width", "height"]),
    "spacing": one_key(["fixed", "flexible"], lambda k: ref("length")),
    "edgeSpacing": obj({e: ref("spacing") for e in ["leading", "top", "trailing", "bottom"]}),
    "anchor": obj({
        "edges": {"type": "array", "uniqueItems": True,
                  "items": {"enum": ["top", "leading", "bottom", "trailing"]}},
        "fractionalOffset": ref("point"), "absoluteOffset": ref("point"),
    }, ["edges"], **{"not": {"required": ["fractionalOffset", "absoluteOffset"]}}),
    # What draws an element: a kind, and props its kind declares.
    "componentFields": {
        "allOf": [
            {"if": {"properties": {"component": {"const": "box"}}, "required": ["component"]},
             "then": {"properties": {"props": ref("boxProps")}}},
            {"if": {"properties": {"component": {"const": "background"}}, "required": ["component"]},
             "then": {"properties": {"props": ref("boxProps")}}},
            {"if": {"properties": {"component": {"const": "label"}}, "required": ["component"]},
             "then": {"properties": {"props": ref("labelProps")}}},
            {"if": {"properties": {"component": {"const": "badge"}}, "required": ["component"]},
             "then": {"properties": {"props": ref("badgeProps")}}},
            {"if": {"properties": {"component": {"const": "listRow"}}, "required": ["component"]},
             "then": {"properties": {"props": ref("listRowProps")}}},
        ],
    },
    "boxProps": obj({"color": ref("colour")}),
    "labelProps": obj({"text": {"type": "string"}, "fontSize": {"type": "number", "minimum": 1, "maximum": 1000},
                       "color": ref("colour"), "alignment": {"enum": ["leading", "center", "trailing"]}}),
    "listRowProps": obj({
        "text": {"type": "string"}, "secondaryText": {"type": "string"},
        "style": {"enum": ["cell", "subtitleCell", "valueCell", "header", "footer"]}, "image": {"type": "string"},
        "accessories": {"type": "array",
                        "items": {"enum": ["disclosureIndicator", "checkmark", "detail", "toggle"]}},
        "isOn": {"type": "boolean"},
    }),
    "badgeProps": obj({"text": {"type": "string"}, "color": ref("colour")}),
    "boundary": {
        **obj({
            "elementKind": ref("name"), "size": ref("layoutSize"),
            "alignment": {"enum": ["top", "topLeading", "leading", "bottomLeading", "bottom", "bottomTrailing",
                                   "trailing", "topTrailing"]},
            "absoluteOffset": ref("point"), "extendsBoundary": {"type": "boolean"},
            "pinToVisibleBounds": {"type": "boolean"}, "zIndex": ref("zIndex"),
            "component": ref("name"), "props": True,
        }, ["elementKind", "size", "alignment"]),
        "allOf": [ref("componentFields")],
    },
    "anchored": {
        **obj({
            "elementKind": ref("name"), "size": ref("layoutSize"), "containerAnchor": ref("anchor"),
            "itemAnchor": ref("anchor"), "zIndex": ref("zIndex"), "component": ref("name"), "props": True,
        }, ["elementKind", "size", "containerAnchor"]),
        "allOf": [ref("componentFields")],
    },
    "decoration": {
        **obj({
            "elementKind": ref("name"), "contentInsets": ref("insets"), "zIndex": ref("zIndex"),
            "component": ref("name"), "props": True,
        }, ["elementKind"]),
        "allOf": [ref("componentFields")],
    },
    "item": obj({
        "size": ref("layoutSize"), "contentInsets": ref("insets"), "edgeSpacing": ref("edgeSpacing"),
        "supplementaryItems": {"type": "array", "items": ref("anchored")},
    }, ["size"]),
    "element": one_key(["item", "group"], ref),
    "customFrame": obj({"x": ref("coordinate"), "y": ref("coordinate"), "width": ref("length"),
                        "height": ref("length"), "zIndex": ref("zIndex")}, ["x", "y", "width", "height"]),
    "group": {
        **obj({
            "axis": {"enum": ["horizontal", "vertical", "custom"]}, "size": ref("layoutSize"),
            "subitems": {"type": "array", "minItems": 1, "items": ref("element")},
            "count": {"type": "integer", "minimum": 1, "maximum": MAX_GROUP_COUNT},
            "customFrames": {"type": "array", "minItems": 1, "items": ref("customFrame")},
            "interItemSpacing": ref("spacing"), "contentInsets": ref("insets"), "edgeSpacing": ref("edgeSpacing"),
            "supplementaryItems": {"type": "array", "items": ref("anchored")},
        }, ["axis", "size"]),
        "if": {"properties": {"axis": {"const": "custom"}}},
        "then": {"required": ["customFrames"], "not": {"anyOf": [{"required": ["subitems"]}, {"required": ["count"]}]}},
        "else": {"required": ["subitems"], "not": {"required": ["customFrames"]}},
    },
    "swipeActions": {"type": "array", "items": obj(
        {"title": ref("name"), "style": {"enum": ["normal", "destructive"]}}, ["title"])},
    "documentItem": {
        **obj({
            "id": ref("name"), "component": ref("name"), "props": True, "size": ref("size"),
            "leadingSwipeActions": ref("swipeActions"), "trailingSwipeActions": ref("swipeActions"),
        }, ["id", "component"]),
        "allOf": [ref("componentFields")],
    },
    "headerFooter": {**obj({"component": ref("name"), "props": True}), "allOf": [ref("componentFields")]},
    "list": obj({
        "appearance": {"enum": ["plain", "grouped", "insetGrouped", "sidebar", "sidebarPlain"]},
        "headerMode": {"enum": ["none", "supplementary", "firstItemInSection"]},
        "footerMode": {"enum": ["none", "supplementary"]},
        "showsSeparators": {"type": "boolean"}, "separatorInsets": ref("insets"),
        "itemSeparators": {"type": "array", "items": obj({
            "item": {"type": "integer", "minimum": 0, "maximum": MAX_ITEMS},
            "visibility": {"enum": ["automatic", "visible", "hidden"]}, "insets": ref("insets"),
        }, ["item"])},
        "headerTopPadding": ref("length"), "estimatedRowHeight": ref("positiveLength"),
        "header": ref("headerFooter"), "footer": ref("headerFooter"), "pinsHeaders": {"type": "boolean"},
    }, ["appearance"]),
    "flow": obj({
        "itemSize": ref("size"), "estimatedItemSize": ref("size"), "minimumLineSpacing": ref("length"),
        "minimumInteritemSpacing": ref("length"), "sectionInset": ref("insets"),
        "sectionInsetReference": {"enum": ["fromContentInset", "fromSafeArea", "fromLayoutMargins"]},
        "headerReferenceSize": ref("size"), "footerReferenceSize": ref("size"),
        "sectionHeadersPinToVisibleBounds": {"type": "boolean"},
        "sectionFootersPinToVisibleBounds": {"type": "boolean"},
        "header": ref("headerFooter"), "footer": ref("headerFooter"),
    }),
    "section": {
        **obj({
            "id": ref("name"), "group": ref("group"), "list": ref("list"), "flow": ref("flow"),
            "items": {"type": "array", "maxItems": MAX_ITEMS, "items": ref("documentItem")},
            "itemCount": {"type": "integer", "minimum": 0, "maximum": MAX_ITEMS},
            "interGroupSpacing": ref("length"), "contentInsets": ref("insets"),
            "contentInsetsReference": {"enum": ["automatic", "none", "safeArea", "layoutMargins", "readableContent"]},
            "supplementariesFollowContentInsets": {"type": "boolean"},
            "orthogonalScrollingBehavior": {"enum": ["none", "continuous", "continuousGroupLeadingBoundary", "paging",
                                                     "groupPaging", "groupPagingCentered"]},
            "boundarySupplementaryItems": {"type": "array", "items": ref("boundary")},
            "decorationItems": {"type": "array", "items": ref("decoration")},
        }),
        "allOf": [
            {"oneOf": [{"required": ["group"]}, {"required": ["list"]}, {"required": ["flow"]}]},
            {"oneOf": [{"required": ["items"]}, {"required": ["itemCount"]}]},
        ],
    },
}

schema = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://github.com/listkit/listkit/Documentation/layout-document.schema.json",
    "title": "ListKit layout document, format 1",
    "description": "A whole list screen as JSON: see Documentation/LayoutDocument.md.",
    **obj({
        "$schema": {"type": "string", "description": "the schema an editor checks the document with; not read"},
        "format": {"const": 1},
        "viewport": obj({
            "width": ref("positiveLength"), "height": ref("positiveLength"), "scale": {"enum": [1, 2, 3]},
            "contentInset": ref("insets"),
            "screen": {"oneOf": [
                {"enum": ["iPhone SE", "iPhone 15", "iPhone 15 Pro Max", "iPad"]},
                obj({
                    "width": ref("positiveLength"), "height": ref("positiveLength"), "scale": {"enum": [1, 2, 3]},
                    "safeArea": ref("insets"),
                }, ["width", "height"]),
            ]},
        }, anyOf=[
            # Its own size, or only a screen, which it then fills.
            {"required": ["width", "height"]},
            {"required": ["screen"], "not": {"anyOf": [{"required": ["width"]}, {"required": ["height"]}]}},
        ]),
        "plugins": {"type": "array", "items": ref("name")},
        "configuration": obj({
            "scrollDirection": {"enum": ["horizontal", "vertical"]}, "interSectionSpacing": ref("length"),
            "boundarySupplementaryItems": {"type": "array", "items": ref("boundary")},
        }),
        "layoutDirection": {"enum": ["leftToRight", "rightToLeft"]},
        "sections": {"type": "array", "maxItems": MAX_SECTIONS, "items": ref("section")},
    }, ["format", "viewport", "sections"]),
    "$defs": defs,
}

path = os.path.join(os.path.dirname(__file__), "..", "Documentation", "layout-document.schema.json")
with open(path, "w") as out:
    json.dump(schema, out, indent=2)
    out.write("\n")
