card-jealous_gorge = Georges le Jaloux
