card-clean_gene = Clean Gene
card-big_al = Big él
