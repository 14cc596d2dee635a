card-big_all = Big Al
    .text = Attack +3
