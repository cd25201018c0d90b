## Cards counted inside a sentence (once put together in code as "8, 8 and 8").

# Several cards of one kind and value: "two 8s", "three Deputies (5)". $count: 2 or more;
# $kind: plain, deputy, bandit... (as sfc-card-a); $value: the number on the cards.
sfc-cards-n =
    { $count ->
        [2] two
        [3] three
        [4] four
        [5] five
        [6] six
        [7] seven
        [8] eight
       *[other] { $count }
    } { $kind ->
        [deputy] Deputies ({ $value })
        [bandit] Bandits ({ $value })
       *[plain] { $value }s
    }
