/** Response types, inferred from the zod schemas of src/apis/ when the package was built. */
/** /vs/v2: one noun. */
export type Noun = {
    nagari: string;
    word: string;
    description: string;
    category: "number" | "object" | "animal" | "plant" | "grass" | "tree" | "bird" | "cattle" | "fish" | "insect" | "snake" | "worm" | "building" | "chariot" | "food" | "grain" | "metal" | "ship" | "weapon" | "war" | "distance" | "time" | "weight" | "mountain" | "place" | "river" | "astronomy" | "disease" | "literature" | "medicine" | "poison" | "subject" | "dicing" | "games" | "music" | "clothing" | "hair" | "ornament" | "law" | "morals" | "agriculture" | "caste" | "family" | "occupation" | "priest" | "royalty" | "trade" | "tribe";
};
/** /rv/v2/meta: one row (mandal, sukta, poet, being, meter and their categories). */
export type HymnRow = {
    mandal: number;
    sukta: number;
    meter: string;
    sungby: string;
    sungbycategory: "animal" | "demon male" | "divine female" | "divine male" | "human female" | "human male";
    sungfor: string;
    sungforcategory: "object" | "animal" | "demon male" | "divine female" | "divine male" | "human female" | "human male" | "abstract" | "divine human" | "human couple" | "human unborn" | "plant";
};
/** The pagination envelope's `meta` of every list. */
export type PageMeta = {
    page: number;
    limit: number;
    total: number;
    pages: number;
    hasNext: boolean;
    hasPrev: boolean;
};
/** A person with `fields=basic` (the default). */
export type PersonBasic = {
    name: string;
    aliases: string[];
    iast: string;
    devanagari: string;
    shortDesc: string;
    gender: "male" | "female" | "other";
    clan?: string | undefined;
};
/** A person with `fields=details`. */
export type Person = {
    name: string;
    aliases: string[];
    iast: string;
    devanagari: string;
    shortDesc: string;
    gender: "male" | "female" | "other";
    childrenReal: string[];
    childrenAdopted: string[];
    spouses: string[];
    foughtWar: "yes" | "no" | null;
    aliveAtWarStart: "yes" | "no" | null;
    aliveAtWarEnd: "yes" | "no" | null;
    weapons: string[];
    longDesc: string;
    clan?: string | undefined;
    fatherReal?: string | undefined;
    motherReal?: string | undefined;
    fatherAdoptive?: string | undefined;
    motherAdoptive?: string | undefined;
};
/** A person with `fields=basic&expand=true`. */
export type PersonBasicExpanded = {
    name: string;
    aliases: string[];
    iast: string;
    devanagari: string;
    shortDesc: string;
    gender: "male" | "female" | "other";
    clanFull: {
        iast: string;
        devanagari: string;
        clanName: string;
        clanAliases: string[];
        clanHome: string[];
        clanInfo: string;
    } | null;
    armour: {
        weapons: {
            iast: string;
            devanagari: string;
            weaponName: string;
            weaponDescription: string;
            weaponAntidote: string[];
            weaponHP: string;
        }[];
        panoplies: {
            person: string;
            chariotBanner: string;
            bow: string;
            sword: string;
            conch: string;
            chariotHorses: string;
        }[];
    };
    death: {
        personName: string;
        personKilledWhoAll: string[];
        personKilledByWhom: string[];
        personKilledHow: string;
        personKilledAtEvent: string | null;
    }[];
    clan?: string | undefined;
};
/** A person with `fields=details&expand=true`. */
export type PersonExpanded = {
    name: string;
    aliases: string[];
    iast: string;
    devanagari: string;
    shortDesc: string;
    gender: "male" | "female" | "other";
    childrenReal: string[];
    childrenAdopted: string[];
    spouses: string[];
    foughtWar: "yes" | "no" | null;
    aliveAtWarStart: "yes" | "no" | null;
    aliveAtWarEnd: "yes" | "no" | null;
    weapons: string[];
    longDesc: string;
    clanFull: {
        iast: string;
        devanagari: string;
        clanName: string;
        clanAliases: string[];
        clanHome: string[];
        clanInfo: string;
    } | null;
    armour: {
        weapons: {
            iast: string;
            devanagari: string;
            weaponName: string;
            weaponDescription: string;
            weaponAntidote: string[];
            weaponHP: string;
        }[];
        panoplies: {
            person: string;
            chariotBanner: string;
            bow: string;
            sword: string;
            conch: string;
            chariotHorses: string;
        }[];
    };
    death: {
        personName: string;
        personKilledWhoAll: string[];
        personKilledByWhom: string[];
        personKilledHow: string;
        personKilledAtEvent: string | null;
    }[];
    clan?: string | undefined;
    fatherReal?: string | undefined;
    motherReal?: string | undefined;
    fatherAdoptive?: string | undefined;
    motherAdoptive?: string | undefined;
};
export type Armour = {
    weapons: {
        iast: string;
        devanagari: string;
        weaponName: string;
        weaponDescription: string;
        weaponAntidote: string[];
        weaponHP: string;
    }[];
    panoplies: {
        person: string;
        chariotBanner: string;
        bow: string;
        sword: string;
        conch: string;
        chariotHorses: string;
    }[];
};
export type Weapon = {
    iast: string;
    devanagari: string;
    weaponName: string;
    weaponDescription: string;
    weaponAntidote: string[];
    weaponHP: string;
};
export type Clan = {
    iast: string;
    devanagari: string;
    clanName: string;
    clanAliases: string[];
    clanHome: string[];
    clanInfo: string;
};
/** An event with `fields=basic` (the default: all but the description). */
export type EventBasic = {
    eventName: string;
    eventPrecededBy: string[];
    eventFollowedBy: string[];
    eventLocation: string[];
    eventPersons: string[];
};
/** An event with `fields=details`. */
export type Event = {
    eventName: string;
    eventPrecededBy: string[];
    eventFollowedBy: string[];
    eventLocation: string[];
    eventDescription: string;
    eventPersons: string[];
};
export type EventBasicExpanded = {
    eventName: string;
    eventPrecededBy: string[];
    eventFollowedBy: string[];
    eventLocation: string[];
    eventPersons: string[];
    eventPersonsFull: {
        name: string;
        aliases: string[];
        iast: string;
        devanagari: string;
        shortDesc: string;
        gender: "male" | "female" | "other";
        clan?: string | undefined;
    }[];
    eventLocationFull: {
        iast: string;
        devanagari: string;
        placeNameEpic: string;
        placeAliasEpic: string[];
        placeNameHistorical: string[];
        placeNameCurrent: string[];
        placeCountryCurrent: string[];
        placeType: string;
        placeInfo: string;
    }[];
};
export type EventExpanded = {
    eventName: string;
    eventPrecededBy: string[];
    eventFollowedBy: string[];
    eventLocation: string[];
    eventDescription: string;
    eventPersons: string[];
    eventPersonsFull: {
        name: string;
        aliases: string[];
        iast: string;
        devanagari: string;
        shortDesc: string;
        gender: "male" | "female" | "other";
        clan?: string | undefined;
    }[];
    eventLocationFull: {
        iast: string;
        devanagari: string;
        placeNameEpic: string;
        placeAliasEpic: string[];
        placeNameHistorical: string[];
        placeNameCurrent: string[];
        placeCountryCurrent: string[];
        placeType: string;
        placeInfo: string;
    }[];
};
export type Journey = {
    journeyName: string;
    journeyRoute: string[];
    journeyPersons: string[];
    journeyEvent: string;
};
/** A journey with `expand=true`. */
export type JourneyExpanded = {
    journeyName: string;
    journeyRoute: string[];
    journeyPersons: string[];
    journeyEvent: string;
    journeyRouteFull: ({
        pathNameEpic: string;
        pathCurrent: string[];
    } | null)[];
    journeyPersonsFull: {
        name: string;
        aliases: string[];
        iast: string;
        devanagari: string;
        shortDesc: string;
        gender: "male" | "female" | "other";
        clan?: string | undefined;
    }[];
};
export type Place = {
    iast: string;
    devanagari: string;
    placeNameEpic: string;
    placeAliasEpic: string[];
    placeNameHistorical: string[];
    placeNameCurrent: string[];
    placeCountryCurrent: string[];
    placeType: string;
    placeInfo: string;
};
/** /mb/v2/explore/{name}. */
export type Explore = {
    person: string;
    clan: {
        iast: string;
        devanagari: string;
        clanName: string;
        clanAliases: string[];
        clanHome: string[];
        clanInfo: string;
    } | {
        clanName: "";
        clanAliases: string[];
        clanHome: string[];
        clanInfo: "";
    };
    armour: {
        weapons: {
            iast: string;
            devanagari: string;
            weaponName: string;
            weaponDescription: string;
            weaponAntidote: string[];
            weaponHP: string;
        }[];
        panoplies: {
            person: string;
            chariotBanner: string;
            bow: string;
            sword: string;
            conch: string;
            chariotHorses: string;
        }[];
    };
    events: {
        meta: {
            page: number;
            limit: number;
            total: number;
            pages: number;
            hasNext: boolean;
            hasPrev: boolean;
        };
        data: {
            eventName: string;
            eventPrecededBy: string[];
            eventFollowedBy: string[];
            eventLocation: string[];
            eventDescription: string;
            eventPersons: string[];
        }[];
    };
    journeys: {
        meta: {
            page: number;
            limit: number;
            total: number;
            pages: number;
            hasNext: boolean;
            hasPrev: boolean;
        };
        data: {
            journeyName: string;
            journeyRoute: string[];
            journeyPersons: string[];
            journeyEvent: string;
        }[];
    };
    places: string[];
    death: {
        personName: string;
        personKilledWhoAll: string[];
        personKilledByWhom: string[];
        personKilledHow: string;
        personKilledAtEvent: string | null;
    }[];
};
